import { configure } from "@testing-library/react";

// findBy* and waitFor give up after this long (the default 1 s is too short on two busy cores).
configure({ asyncUtilTimeout: 5_000 });
