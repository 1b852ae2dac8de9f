import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group";

describe("addressGroup", () => {
  it("counts an IPv6 address by its /64, however it is written, and an IPv4 address by itself", () => {
    expect(addressGroup("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(addressGroup("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(addressGroup("10.0.0.1")).toBe("10.0.0.1");
    expect(addressGroup("not an address")).toBe("not an address");
  });
});
