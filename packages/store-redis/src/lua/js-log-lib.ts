/**
 * Lua: `js_log(x)`, the natural log as JavaScript's Math.log computes it (V8 runs fdlibm's
 * __ieee754_log), step for step, so a score computed on the server is bit-identical to one computed
 * with core's `bm25Idf` in Node. The server's own math.log is the C library's, which may round the
 * last bit differently. Uses the server's `struct` library to read and set a double's high word.
 */
export const luaJsLog = `
local ln2_hi, ln2_lo, two54 = 6.93147180369123816490e-01, 1.90821492927058770002e-10, 1.80143985094819840000e+16
local Lg1, Lg2, Lg3 = 6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01
local Lg4, Lg5, Lg6, Lg7 = 2.222219843214978396e-01, 1.818357216161805012e-01, 1.531383769920937332e-01, 1.479819860511658591e-01

local function js_log(x)
  if x ~= x or x <= 0 then return math.log(x) end
  local lo, hx = struct.unpack('<I4I4', struct.pack('<d', x))
  local k = 0
  if hx < 0x00100000 then
    k = -54
    x = x * two54
    lo, hx = struct.unpack('<I4I4', struct.pack('<d', x))
  end
  if hx >= 0x7ff00000 then return x + x end
  k = k + math.floor(hx / 0x100000) - 1023
  hx = hx % 0x100000
  local i = (hx + 0x95f64 >= 0x100000) and 0x100000 or 0
  x = struct.unpack('<d', struct.pack('<I4I4', lo, hx + 0x3ff00000 - i))
  if i > 0 then k = k + 1 end
  local f = x - 1.0
  if (2 + hx) % 0x100000 < 3 then
    if f == 0 then
      if k == 0 then return 0 end
      return k * ln2_hi + k * ln2_lo
    end
    local R = f * f * (0.5 - 0.33333333333333333 * f)
    if k == 0 then return f - R end
    return k * ln2_hi - ((R - k * ln2_lo) - f)
  end
  local s = f / (2.0 + f)
  local dk = k
  local z = s * s
  local w = z * z
  local t1 = w * (Lg2 + w * (Lg4 + w * Lg6))
  local t2 = z * (Lg1 + w * (Lg3 + w * (Lg5 + w * Lg7)))
  local R = t2 + t1
  if hx >= 0x6147a and hx <= 0x6b851 then
    local hfsq = 0.5 * f * f
    if k == 0 then return f - (hfsq - s * (hfsq + R)) end
    return dk * ln2_hi - ((hfsq - (s * (hfsq + R) + dk * ln2_lo)) - f)
  end
  if k == 0 then return f - s * (f - R) end
  return dk * ln2_hi - ((s * (f - R) - dk * ln2_lo) - f)
end`;
