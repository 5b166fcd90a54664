// The icons the app shell draws (tab bar, demo SMS banner): in the entry chunk.
export const home = 'M3.5 11L12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5';
export const goods = 'M6 7h12l-1 13H7zM9 7a3 3 0 0 1 6 0';
export const comment = 'M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01';
export const team = 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5a6.5 6.5 0 0 1 3.5 5.5';
export const user = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c0-3.9 3.4-6.5 7.5-6.5s7.5 2.6 7.5 6.5';
export const close = 'M6 6l12 12M18 6L6 18';
