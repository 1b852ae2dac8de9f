import { configure } from "@testing-library/react";

// findBy* and waitFor give up after this long. Their default, 1 s, is a timing that only holds on
// a quiet machine: a form that encrypts its body with real WebCrypto can take longer when the
// two cores are busy. A longer limit never makes a passing test slower, only a failing one.
configure({ asyncUtilTimeout: 5_000 });
