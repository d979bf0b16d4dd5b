import Foundation
import Testing

@Suite("spot add/set --lit and its use in spot compare")
struct SpotLitCommandTests {
  @Test("--lit is saved, shown, listed, changed and cleared; a bad kind is a usage error")
  func option() throws {
    let fixture = try SpotFixture()
    #expect(try fixture.ok(["add", "sill", "--lit", "window"]).contains("lit by: a side window"))
    #expect(try fixture.ok(["show", "sill"]).contains("\nLit by: a side window\n"))
    let listed = try SolspotProcess.json(try fixture.ok(["list", "--json"]))
    #expect(listed["lit"] as? String == "window")
    try fixture.ok(["set", "sill", "--lit", "skylight"])
    #expect(try fixture.ok(["show", "sill"]).contains("\nLit by: a skylight\n"))
    try fixture.ok(["set", "sill", "--no-lit"])
    #expect(!(try fixture.ok(["show", "sill"]).contains("Lit by")))
    let bad = try fixture.spot(["set", "sill", "--lit", "sun"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("expected window, skylight or lamps"))
    let both = try fixture.spot(["set", "sill", "--lit", "lamps", "--no-lit"])
    #expect(both.status == 2)
  }

  @Test("two side-window spots compare with the narrower size, and say so")
  func compare() throws {
    let fixture = try SpotFixture()
    for name in ["sill", "hall"] { try fixture.ok(["add", name, "--lit", "window"]) }
    try fixture.ok(["measure", "sill", "-f", "2.2", "-t", "1/250", "--iso", "32"])
    try fixture.ok(["measure", "hall", "-f", "2.2", "-t", "1/10", "--iso", "200"])
    let declared = try SolspotProcess.json(try fixture.ok(["compare", "sill", "hall", "--json"]))
    #expect(declared["litSized"] as? Bool == true)
    #expect(
      try fixture.ok(["compare", "sill", "hall"]).contains("(sized for spots lit by a side window)")
    )
    try fixture.ok(["set", "hall", "--no-lit"])
    let undeclared = try SolspotProcess.json(try fixture.ok(["compare", "sill", "hall", "--json"]))
    #expect(undeclared["litSized"] == nil)
    let lit = try #require(undeclared["lit"] as? [Any])
    #expect(lit.first as? String == "window" && lit.last is NSNull, "JSON names which is given")
    // One spot's lighting given, the other's not: one line says so, with the command.
    let half = try fixture.ok(["compare", "sill", "hall"])
    #expect(
      half.split(separator: "\n").filter { $0.contains("is lit is not given") }
        == [
          "Note: how hall is lit is not given, so the ratio is sized for every kind of spot: "
            + "'solspot spot set hall --lit window|skylight|lamps'."
        ])
    try fixture.ok(["set", "sill", "--no-lit"])
    #expect(!(try fixture.ok(["compare", "sill", "hall"]).contains("is lit is not given")))
    let width = { (json: [String: Any]) -> Double in
      let ratio = json["ratio"] as? [String: Any]
      return ((ratio?["upper"] as? Double) ?? .nan) / ((ratio?["lower"] as? Double) ?? .nan)
    }
    #expect(width(declared) < width(undeclared))
  }
}
