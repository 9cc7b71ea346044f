/* global navigation, setTimeout -- a script of the test page, in the browser */
// Every component test page: a navigation that would leave the page (a link a test clicked that no element took
// over) is stopped and fails the running test with its address. Left alone, the page would unload with the
// file's tests, and the run would only say, two minutes later, that the file never finished.
navigation.addEventListener('navigate', (event) => {
  if (event.destination.sameDocument || !event.cancelable) return;
  event.preventDefault();
  setTimeout(() => {
    throw new Error(`The test page was about to leave for ${event.destination.url}: a click no element handled.`);
  });
});
