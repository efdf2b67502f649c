/**
 * "Invoices are emailed through Postmark" (decision 0553), "product images are served from Cloudinary with automatic
 * format conversion" (decision 0558): the named product a kind of the project's things is sent, served or processed
 * through, its name with a capital ("the CDN" too). Case-sensitive where project-facts.ts' verbs are not: "letters are
 * sent via post" and "breakfast is served from 7" name no product, and "by" is left out, where a person sends.
 */
const sentThrough =
  /\b(?:is|are) (?:(?:always|all|automatically) )?(?:sent|emailed|texted|processed|charged|billed|indexed|transcoded|resized|served|delivered) (?:only )?(?:through|via|with|from) (?:the )?\p{Lu}/u;

/** Whether `s` says the named product a kind is sent, served or processed through (see the module's comment). */
export function statesSentThrough(s: string): boolean {
  return sentThrough.test(s);
}
