// Sign-in and sign-up load as one chunk. Each links to the other, and a router navigation keeps the
// old page on screen (and typeable) while the next one's chunk loads: with separate chunks, what a
// quick user typed into the old form was lost when the new one appeared.
export { default as LoginPage } from "./LoginPage.js";
export { default as SignUpPage } from "./SignUpPage.js";
