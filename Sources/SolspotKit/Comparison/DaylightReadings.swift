/// The readings a daylight plant verdict rests on: a spot's readings without those taken at
/// night, which measured a lamp (or nothing), not the daylight a plant's needs are stated in.
///
/// A reading is at night when ``LevelTiming/light(at:latitude:)`` says so: the sun down and
/// more than ``LevelTiming/lowSunMinutes`` from sunrise and sunset at the spot's latitude. So
/// only a spot with a latitude can tell; without one every reading is kept (the output says
/// a latitude would tell, through ``LevelTiming/needsLatitude``). When every reading was taken
/// at night they are all kept, as nothing else measures the spot, and ``isNightOnly`` says the
/// verdict rests on lamp light.
///
/// Properties (mirrored by the tests): ``readings`` keeps the input's order;
/// `readings.count + nightLeftOut` is the input's count; ``nightLeftOut`` is 0 without a
/// latitude or when every reading is at night; ``isNightOnly`` only with a latitude.
public struct DaylightReadings: Sendable, Hashable {
  /// The readings the verdict rests on.
  public let readings: [Reading]
  /// How many night readings were left out.
  public let nightLeftOut: Int
  /// Whether every reading was taken at night, so that all were kept.
  public let isNightOnly: Bool

  /// The readings of `all` taken by day, at a spot at `latitude` (degrees, north positive).
  public init(_ all: [Reading], latitude: Double?) {
    guard let latitude else {
      (readings, nightLeftOut, isNightOnly) = (all, 0, false)
      return
    }
    let day = all.filter { LevelTiming.light(at: $0.takenAt, latitude: latitude) != .night }
    if day.isEmpty && !all.isEmpty {
      (readings, nightLeftOut, isNightOnly) = (all, 0, true)
    } else {
      (readings, nightLeftOut, isNightOnly) = (day, all.count - day.count, false)
    }
  }
}
