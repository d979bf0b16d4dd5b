import Testing

@testable import SolspotKit

/// A spot's lamp and plants in the store: `spot set`'s one transaction.
@Suite struct SpotLightingStoreTests {
  static let lamp: LampSchedule = {
    guard let lamp = try? LampSchedule(startMinute: 420, endMinute: 1_140, source: .ledWarmWhite)
    else { preconditionFailure("07:00–19:00 is a schedule") }
    return lamp
  }()

  @Test func spotSetChangesFieldsLampAndPlantsInOneTransaction() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("sill", location: .latitude(51.5)))
    // Another connection makes every plant row fail: the plants are written last, after the
    // room and the lamp, so a change made in several transactions would keep those two.
    let other = try Connection(path: fixture.path)
    try other.executeScript(
      "CREATE TRIGGER refuse_plants BEFORE INSERT ON spot_plants "
        + "BEGIN SELECT RAISE(ABORT, 'plants refused'); END")
    let change = LightingChange(lamp: .some(Self.lamp), plantIDs: ["monstera-deliciosa"])
    let update = try SpotUpdate(room: .set("study"))
    #expect(throws: StoreError.self) { try store.update("sill", with: update, lighting: change) }
    let untouched = try store.lighting(named: "sill")
    #expect(untouched.spot.room == nil)
    #expect(untouched.lamp == nil)
    #expect(untouched.plantIDs.isEmpty)

    try other.executeScript("DROP TRIGGER refuse_plants")
    let saved = try store.update("sill", with: update, lighting: change)
    #expect(saved.room == "study")
    let changed = try store.lighting(named: "sill")
    #expect(changed.spot.room == "study")
    #expect(changed.lamp == Self.lamp)
    #expect(changed.plantIDs == ["monstera-deliciosa"])

    // Keep leaves each part as it is; an empty list and `.some(nil)` clear them.
    try store.update("sill", with: SpotUpdate(), lighting: LightingChange(plantIDs: []))
    #expect(try store.lighting(named: "sill").lamp == Self.lamp)
    #expect(try store.lighting(named: "sill").plantIDs.isEmpty)
    try store.update("sill", with: SpotUpdate(), lighting: LightingChange(lamp: .some(nil)))
    #expect(try store.lighting(named: "sill").lamp == nil)
    #expect(try store.lighting(named: "sill").spot.room == "study")
  }

  @Test func anUnknownSpotChangesNothing() throws {
    let fixture = try StoreFixture()
    let store = try SpotStore(path: fixture.path)
    try store.add(try Readings.spot("sill"))
    #expect(throws: SpotError.self) {
      try store.update(
        "shelf", with: SpotUpdate(), lighting: LightingChange(lamp: .some(Self.lamp)))
    }
    #expect(try store.lighting(named: "sill").lamp == nil)
  }
}

/// The curve samples' query reads the index alone.
@Suite struct CurveRowTests {
  @Test func theSampleQueryUsesTheCoveringIndex() throws {
    let fixture = try StoreFixture()
    _ = try SpotStore(path: fixture.path)
    let connection = try Connection(path: fixture.path)
    let plan = try connection.prepare("EXPLAIN QUERY PLAN " + CurveRow.selectSQL)
    var lines: [String] = []
    while try plan.step() { lines.append(plan.text(at: 3) ?? "") }
    #expect(lines.contains { $0.contains("USING COVERING INDEX readings_curve") }, "\(lines)")
    #expect(!lines.contains { $0.contains("TEMP B-TREE") }, "\(lines)")
  }
}
