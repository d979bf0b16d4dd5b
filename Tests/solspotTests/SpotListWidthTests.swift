import Foundation
import Testing

/// `spot list` pads its columns by the columns a terminal shows: an emoji or a CJK character
/// takes two, a combining accent none.
@Suite("solspot spot list: columns by display width")
struct SpotListWidthTests {
  @Test("an emoji, Japanese and a combining accent line up with ASCII names")
  func aligned() throws {
    let fixture = try SpotFixture()
    for name in ["🌱 sill", "台所の窓", "desk", "Cafe\u{301}", "👨‍👩‍👧 room"] {
      try fixture.ok(["add", name])
    }
    let lines = try fixture.ok(["list"]).split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "SPOT      ROOM  READINGS  LATEST",
        "Café      —     0         —",
        "desk      —     0         —",
        "台所の窓  —     0         —",
        "🌱 sill   —     0         —",
        "👨‍👩‍👧 room   —     0         —",
      ])
  }
}
