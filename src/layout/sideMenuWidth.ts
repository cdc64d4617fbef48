/**
 * The side menu's width beside the page (not on phones). The layout reserves it while the menu's chunk
 * loads, so the page does not move under the user's pointer when the menu arrives.
 */
export const SIDE_MENU_WIDTH = 240;
