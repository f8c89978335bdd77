// Counts shown to people ("10,000"), formatted once here like dates (shared/dates.ts) and money (shared/money.ts).
const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 10000 → "10,000". */
export const formatCount = (n: number): string => COUNT.format(n);
