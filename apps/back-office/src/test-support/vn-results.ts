/**
 * A southern Vietnam result as the server stores and sends it (special prize first, eighth last),
 * shared by the lottery pages' tests.
 */
export const SOUTH_STORED = [
  ["123456"],
  ["54321"],
  ["12121"],
  ["80808", "90909"],
  ["11111", "22222", "33333", "44444", "55555", "66666", "77777"],
  ["6630"],
  ["3812", "0457", "9026"],
  ["291"],
  ["47"],
];
