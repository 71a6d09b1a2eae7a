/** The sign-in pages call the API through the shared client; a 401 there is an answer, not a redirect. */
export { type ApiResult, callApi, errorMessage } from '../api-client.ts';
