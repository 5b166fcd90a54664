// Placeholder entry; the member app issue fills this in.
export {};
