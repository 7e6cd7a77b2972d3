/**
 * The image and text screens take the page below the shop's header (`h-14` and its 1 px border, app/layout/Header.tsx),
 * which stays on top: a screen as tall as the whole viewport put its bottom toolbar off a phone's screen, and a bar
 * sticking to the very top slid under the header, where a tap on 'Done' hit the account menu.
 */
export const belowHeaderScreen = "min-h-[calc(100dvh-3.5rem-1px)]";

/** A screen's own bar of Cancel, title and Done, kept in view just below the header as the screen scrolls. */
export const belowHeaderBar = "sticky top-14 z-10";
