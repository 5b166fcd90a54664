// The icons home draws besides the shell's: in home's chunks (other screens share some).
export const recharge = 'M12 3v12m0 0l-4-4m4 4l4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2';
export const withdraw = 'M12 21V9m0 0l-4 4m4-4l4 4M4 7V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2';
export const card = 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3 10h18M7 15h4';
export const message = 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5';
export const lottery = 'M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM14 7v2m0 3v2m0 3v2';
export const chevronRight = 'M9 6l6 6-6 6';
export const company = 'M4 20V6l8-3 8 3v14M9 20v-5h6v5M8 9h2m4 0h2M8 12h2m4 0h2';
export const guide = 'M5 4h9a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM17 8h2v12M9 9h4M9 12h4';
export const speaker = 'M4 10v4h4l5 4V6L8 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11';
