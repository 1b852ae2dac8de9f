import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { CENTER_HOME, centerSearch, type CenterName } from "./center-url";

/** Opens a centre (at a page) by putting it in the URL; the app's session sync opens the modal. */
export function useOpenCenter(): (name: CenterName, page?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (name: CenterName, page?: string) =>
      void navigate({
        pathname: location.pathname,
        search: centerSearch(location.search, name, page ?? CENTER_HOME[name]),
      }),
    [navigate, location.pathname, location.search],
  );
}
