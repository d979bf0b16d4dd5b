import Testing

@testable import SolspotKit

/// A reading far from the level of the spot's earlier readings from its device
/// (``FarFromLevelNote``): its figures, and when it is given.
@Suite("A reading far from the spot's level")
struct FarFromLevelNoteTests {
  /// A reading of `device` whose point is proportional to `shutter`.
  func reading(_ shutter: Double, device: String = "iphone-14-front", day: Int = 1) throws
    -> Reading
  {
    try Readings.make(
      shutter: shutter, device: device, at: "2025-06-\(10 + day)T12:00+02:00", iso: 50)
  }

  @Test("a reading ten times the level of 4 agreeing readings gets the factor and the level")
  func tenTimes() throws {
    let earlier = try [76.0, 80, 72, 78].enumerated().map { try reading($1, day: $0) }
    let new = try reading(760, day: 9)
    let note = try #require(FarFromLevelNote(reading: new, earlier: earlier, spot: "sill"))
    let mean = earlier.map(\.log2PointLux).reduce(0, +) / 4
    #expect(note.readings == 4)
    #expect(abs(Math.log2(note.levelLux) - mean) < 1e-9)
    #expect(abs(Math.log2(note.factor) - (new.log2PointLux - mean)) < 1e-9)
    #expect(note.factor > 9 && note.factor < 11)
    #expect(note.range.contains(1) && !note.range.contains(note.factor))
    #expect(note.spot == "sill" && note.device == "iphone-14-front")
    // Ten times darker too, with the factor below 1.
    let dark = try #require(
      FarFromLevelNote(reading: try reading(7.6, day: 9), earlier: earlier, spot: "sill"))
    #expect(dark.factor < 0.11 && !dark.range.contains(dark.factor))
  }

  @Test("only readings of its season count: a winter reading a quarter of summer's is the season")
  func sameSeason() throws {
    let summer = try [76.0, 80, 72, 78].enumerated().map { try reading($1, day: $0) }
    let winter = try Readings.make(
      shutter: 19, device: "iphone-14-front", at: "2025-12-20T12:00+01:00", iso: 50)
    #expect(FarFromLevelNote(reading: winter, earlier: summer, spot: "sill") == nil)
    // The same reading in June is far from June's level.
    let june = try reading(7.6, day: 9)
    #expect(FarFromLevelNote(reading: june, earlier: summer, spot: "sill") != nil)
    // In the southern hemisphere December is summer: the same winter-dated reading is June's
    // season there only if June is too; December against June readings stays apart.
    #expect(
      FarFromLevelNote(reading: winter, earlier: summer, spot: "sill", hemisphere: .south) == nil)
    let decemberTen = try Readings.make(
      shutter: 760, device: "iphone-14-front", at: "2025-12-21T12:00+01:00", iso: 50)
    #expect(
      FarFromLevelNote(reading: decemberTen, earlier: summer + [winter], spot: "sill") != nil)
  }

  @Test("the note names its season, counts that season's readings and the ones flagged at save")
  func seasonAndFlagged() throws {
    let summer = try [76.0, 80, 72].enumerated().map { try reading($1, day: $0) }
    // Winter: two agreeing readings, then one ten times brighter that was flagged when saved.
    let winter = try [(19.0, 1), (20, 2), (190, 3)].map {
      try Readings.make(
        shutter: $0, device: "iphone-14-front", at: "2025-12-1\($1)T12:00+01:00", iso: 50)
    }
    let new = try Readings.make(
      shutter: 2_000, device: "iphone-14-front", at: "2025-12-20T12:00+01:00", iso: 50)
    let note = try #require(
      FarFromLevelNote(reading: new, earlier: summer + winter.reversed(), spot: "sill"))
    #expect(note.season == .winter)
    #expect(note.readings == 3)
    #expect(note.flaggedAtSave == 1)
    let mean = winter.map(\.log2PointLux).reduce(0, +) / 3
    #expect(abs(Math.log2(note.levelLux) - mean) < 1e-9)
    // Readings that agree leave none flagged.
    let june = try #require(
      FarFromLevelNote(reading: try reading(760, day: 9), earlier: summer, spot: "sill"))
    #expect(june.season == .summer && june.readings == 3 && june.flaggedAtSave == 0)
  }

  @Test("no note without earlier estimates of the device, for a bound, or for a forced one")
  func nothingToCompare() throws {
    let earlier = try [76.0, 80].enumerated().map { try reading($1, day: $0) }
    let far = try reading(7_600, day: 9)
    #expect(FarFromLevelNote(reading: far, earlier: [], spot: "sill") == nil)
    let other = try [76.0, 80].enumerated().map {
      try reading($1, device: "iphone-13-front", day: $0)
    }
    #expect(FarFromLevelNote(reading: far, earlier: other, spot: "sill") == nil)
    var forced = far
    forced.isForced = true
    #expect(FarFromLevelNote(reading: forced, earlier: earlier, spot: "sill") == nil)
    var flaggedEarlier = earlier
    for index in flaggedEarlier.indices { flaggedEarlier[index].isForced = true }
    #expect(FarFromLevelNote(reading: far, earlier: flaggedEarlier, spot: "sill") == nil)
    #expect(FarFromLevelNote(reading: far, earlier: earlier, spot: "sill") != nil)
  }

  @Test("a bound far on its own side of the level gets the note with its direction")
  func bounds() throws {
    let device = "iphone-15-front"
    let earlier = try [76.0, 80, 72].enumerated().map {
      try reading($1, device: device, day: $0)
    }
    let mean = earlier.map(\.log2PointLux).reduce(0, +) / 3
    // A clipped capture: at least some thousands of lux, far above a level of tens.
    let clipped = try Readings.clipped(device: device, at: "2025-06-20T13:00+02:00")
    guard case .atLeast(let lowest) = clipped.value else {
      Issue.record("a clipped capture is an 'at least' bound")
      return
    }
    let above = try #require(FarFromLevelNote(reading: clipped, earlier: earlier, spot: "sill"))
    #expect(above.bound == .atLeast)
    #expect(abs(Math.log2(above.factor) - (Math.log2(lowest) - mean)) < 1e-9)
    #expect(above.factor > above.range.upperBound)
    // At the dark end: at most a fraction of a lux, far below the level.
    let dark = try Readings.make(
      shutter: 0.5, device: device, at: "2025-06-20T13:00+02:00", iso: 8_000)
    guard case .atMost = dark.value else {
      Issue.record("1/2 s at ISO 8000 is at the dark end")
      return
    }
    let below = try #require(FarFromLevelNote(reading: dark, earlier: earlier, spot: "sill"))
    #expect(below.bound == .atMost)
    #expect(below.factor < below.range.lowerBound)
    // The same bounds on the level's side say nothing against it: no note.
    let bright = try [4_000.0, 3_600].enumerated().map {
      try reading($1, device: device, day: $0)
    }
    let dim = try Readings.clipped(shutter: 30, device: device, at: "2025-06-20T13:00+02:00")
    guard case .atLeast(let dimLowest) = dim.value else {
      Issue.record("a clipped capture is an 'at least' bound")
      return
    }
    #expect(Math.log2(dimLowest) < bright[0].log2PointLux - 4)
    #expect(FarFromLevelNote(reading: dim, earlier: bright, spot: "sill") == nil)
    // A value's note has no bound.
    let value = try reading(760, device: device, day: 9)
    let valueNote = try #require(FarFromLevelNote(reading: value, earlier: earlier, spot: "sill"))
    #expect(valueNote.bound == nil)
  }

  /// Seeded spots: readings spread by the light's variation, and new readings inside or
  /// outside the predictive range the note states.
  @Test("the note fires exactly outside its stated range; readings near the level never get it")
  func rangeIsTheRule() throws {
    var generator = SeededGenerator(seed: 95)
    var fired = 0
    for _ in 0..<200 {
      let count = Int.random(in: 1...6, using: &generator)
      let centre = Double.random(in: 4...10, using: &generator)
      let spread = Double.random(in: 0...1.5, using: &generator)
      let earlier = try (0..<count).map { day in
        try reading(
          Math.exp2(centre + Double.random(in: -spread...spread, using: &generator)), day: day)
      }
      let mean = earlier.map(\.log2PointLux).reduce(0, +) / Double(count)
      let offset = Double.random(in: -5...5, using: &generator)
      let new = try reading(
        Math.exp2(
          Math.log2(1 / earlier[0].exposure.exposureTime) + mean
            - earlier[0].log2PointLux + offset), day: 20)
      let note = FarFromLevelNote(reading: new, earlier: earlier, spot: "s")
      // The light's variation with one reading and the prior alone: a factor of about 4.
      if abs(offset) < 1.0 { #expect(note == nil, "offset \(offset) from \(count) readings") }
      if abs(offset) > 3.0 { #expect(note != nil, "offset \(offset) from \(count) readings") }
      if let note {
        #expect(!note.range.contains(note.factor))
        #expect(abs(Math.log2(note.factor) - offset) < 1e-6)
        fired += 1
      }
    }
    #expect(fired > 40 && fired < 180)
  }
}
