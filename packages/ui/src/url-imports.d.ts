/**
 * A file's address as the app's bundler answers it (Vite's `?url`): the apps type it with vite/client; this package
 * has no Vite of its own, so it declares the one kind of import it uses (template-fonts.ts).
 */
declare module "*?url" {
  const url: string;
  export default url;
}
