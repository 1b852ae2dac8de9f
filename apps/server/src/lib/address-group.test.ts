import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group";

describe("addressGroup", () => {
  it("counts an IPv6 address by its /64, however it is written, and an IPv4 address by itself", () => {
    expect(addressGroup("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:2::")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("::")).toBe("0:0:0:0::/64");
    expect(addressGroup("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(addressGroup("10.0.0.1")).toBe("10.0.0.1");
  });

  it("counts an IPv4-mapped address as its IPv4 one, in every spelling", () => {
    for (const mapped of [
      "::ffff:10.0.0.1",
      "::FFFF:10.0.0.1",
      "0:0:0:0:0:ffff:10.0.0.1",
      "::ffff:a00:1",
      "::ffff:10.0.0.1%eth0",
    ])
      expect(addressGroup(mapped), mapped).toBe("10.0.0.1");
  });

  it("keeps no address and anything that is not an address apart from every address's group", () => {
    expect(addressGroup(undefined)).toBe("unknown");
    expect(addressGroup("")).toBe("unknown");
    expect(addressGroup("2001:db8:1:2::/64")).toBe("other:2001:db8:1:2::/64");
    expect(addressGroup("not an address")).toBe("other:not an address");
  });
});
