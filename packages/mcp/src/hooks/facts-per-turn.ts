/**
 * Facts extraction keeps from one turn at most, whether the hook extracts in-process or the background job
 * does (decision 0171). Eight since decision 0267: a coding turn whose request states three of the
 * project's rules and whose tool work finds a fix and the commands that pass had its last command crowded out at six.
 */
export const factsPerTurn = 8;
