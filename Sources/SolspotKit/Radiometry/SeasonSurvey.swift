/// The kinds of room whose spots are compared across seasons.
public enum SeasonRoomKind: String, Sendable, Hashable, CaseIterable {
  /// A room lit by a side window.
  case sideWindow = "side-window"
  /// A room lit by a skylight.
  case skylight
  /// A room at night lit by ceiling lamps: the same lamps in every season, so the spot's
  /// geometry does not change at all.
  case lamps

  /// The ``SpotKind`` whose rooms and spots the survey draws for this kind.
  var roomKind: SpotKind {
    switch self {
    case .sideWindow: .windowOvercast
    case .skylight: .skylight
    case .lamps: .lamps
    }
  }
}

/// One spot measured in two seasons: the same room, surfaces, glazing, skyline, spot and
/// camera (on the same place, turned the same way) under a summer's and a winter's daylight.
public struct SeasonSample: Sendable, Hashable {
  /// The kind of room.
  public let kind: SeasonRoomKind
  /// The home's number within its kind.
  public let home: Int
  /// What the model found there in summer.
  public let summer: SpotMeasurement
  /// What the model found there in winter.
  public let winter: SpotMeasurement

  /// Creates a sample.
  public init(
    kind: SeasonRoomKind, home: Int, summer: SpotMeasurement, winter: SpotMeasurement
  ) {
    self.kind = kind
    self.home = home
    self.summer = summer
    self.winter = winter
  }

  /// How much the spot's geometry error changes between the seasons: log2 C_eff in summer
  /// less log2 C_eff in winter, EV. The season term of a ratio of one spot's seasons.
  public var difference: Double {
    summer.log2EffectiveConstant - winter.log2EffectiveConstant
  }
}

/// Draws spots from the radiometric model and measures each under two seasons' daylight, for
/// the season term (``SeasonTermDerivation``).
///
/// Each home has a latitude, its surfaces, glazing, skyline and camera (as ``SpotSurvey``'s
/// homes do); each spot its room, place, window orientation (a compass direction) and the
/// camera's turn, all kept for both seasons. Each season's moment is drawn on its own
/// (``SeasonMoment``: a day of the season, an hour of the working day), and so is its sky, as
/// the kinds draw theirs: a side window's or a skylight's sky is overcast or sunny with even
/// odds, from the ranges' CIE types, with its own turbidity and beam share. A moment whose sun
/// falls on the spot is drawn again: the output tells people to measure when the sun is off
/// the spot, and a flat camera cannot read such a spot (docs/uncertainty.md). At night under
/// lamps nothing changes between seasons. Deterministic for a seed.
public struct SeasonSurvey: Sendable {
  /// The input ranges of rooms, surfaces and cameras.
  public let ranges: SpotInputRanges
  /// The homes' latitudes, degrees (north; the south mirrors it).
  public let latitudes: ClosedRange<Double>
  /// The hemisphere grid: 1 for the full grid, anything else for a coarse one (tests).
  public let grid: Int
  /// The camera image's columns.
  public let columns: Int

  /// The latitudes of the standard survey: 35° to 60° (assumption: where most homes outside
  /// the tropics lie; the seasonal facts of docs/uncertainty.md are at 42° and 50°).
  public static let standardLatitudes = 35.0...60.0
  /// The latitudes of the wide survey: 25° to 66° (from just outside the tropics to the polar
  /// circle).
  public static let wideLatitudes = 25.0...66.0

  /// Creates a survey over `ranges` and `latitudes`.
  public init(
    ranges: SpotInputRanges = .standard, latitudes: ClosedRange<Double> = standardLatitudes,
    grid: Int = 1, columns: Int = 32
  ) {
    self.ranges = ranges
    self.latitudes = latitudes
    self.grid = grid
    self.columns = columns
  }

  /// `homes` homes of `kind` with `spotsPerHome` spots each, drawn from `seed`: each spot at
  /// one moment of each season.
  public func draw(_ kind: SeasonRoomKind, homes: Int, spotsPerHome: Int, seed: UInt64)
    -> [SeasonSample]
  {
    drawMoments(kind, homes: homes, spotsPerHome: spotsPerHome, moments: 1, seed: seed).compactMap {
      spot in
      guard let summer = spot.summer.first, let winter = spot.winter.first else { return nil }
      return SeasonSample(kind: kind, home: spot.home, summer: summer, winter: winter)
    }
  }

  /// One spot at several moments of each season.
  public struct SpotSeasons: Sendable, Hashable {
    /// The home's number within its kind.
    public let home: Int
    /// The spot at each summer moment.
    public let summer: [SpotMeasurement]
    /// The spot at each winter moment.
    public let winter: [SpotMeasurement]
  }

  /// `homes` homes of `kind` with `spotsPerHome` spots each, each spot measured at `moments`
  /// moments of each season (each with its own day, hour and sky), drawn from `seed`.
  public func drawMoments(
    _ kind: SeasonRoomKind, homes: Int, spotsPerHome: Int, moments: Int, seed: UInt64
  ) -> [SpotSeasons] {
    var generator = SplitMix64(
      seed: seed ^ (0x5EA5_0000 + UInt64(SeasonRoomKind.allCases.firstIndex(of: kind) ?? 0)))
    var samples: [SpotSeasons] = []
    for home in 0..<homes {
      let setting = HomeSetting(
        kind: kind.roomKind, ranges: ranges, columns: columns, using: &generator)
      let latitude = Double.random(in: latitudes, using: &generator)
      var placed = 0
      var attempts = 0
      while placed < spotsPerHome && attempts < spotsPerHome * 40 {
        attempts += 1
        guard let scene = setting.spot(using: &generator) else { continue }
        let camera = setting.camera(turn: Double.random(in: 0..<180, using: &generator))
        let facing = Double.random(in: 0..<360, using: &generator)
        var seasons: [[SpotMeasurement]] = []
        for season in [SeasonMoment.SolsticeSeason.summer, .winter] {
          seasons.append(
            (0..<moments).compactMap { _ in
              measure(
                scene, season, kind: kind, setting: setting, latitude: latitude,
                facing: facing, camera: camera, using: &generator)
            })
        }
        guard seasons.allSatisfy({ $0.count == moments }) else { continue }
        samples.append(SpotSeasons(home: home, summer: seasons[0], winter: seasons[1]))
        placed += 1
      }
    }
    return samples
  }

  /// The spot of `scene` measured at a moment of `season`, the sun off the spot; `nil` when
  /// 20 moments all put the sun on it.
  private func measure(
    _ scene: SpotScene, _ season: SeasonMoment.SolsticeSeason, kind: SeasonRoomKind,
    setting: HomeSetting, latitude: Double, facing: Double, camera: FrontCameraModel,
    using generator: inout SplitMix64
  ) -> SpotMeasurement? {
    guard kind != .lamps else {
      return SpotScene(room: scene.room, daylight: nil, x: scene.x, y: scene.y, z: scene.z)
        .measure(with: camera, grid: grid)
    }
    for _ in 0..<20 {
      guard let moment = SeasonMoment.draw(season, latitude: latitude, using: &generator) else {
        return nil
      }
      let sunny = Bool.random(using: &generator)
      let types = sunny ? ranges.sunnySkies : ranges.overcastSkies
      let sky = CIESkyType.standard[(types.randomElement(using: &generator) ?? 1) - 1]
      var relative = (moment.azimuth - facing).truncatingRemainder(dividingBy: 360)
      if relative > 180 { relative -= 360 }
      if relative < -180 { relative += 360 }
      let daylight = Daylight(
        sky: sky, sunElevationDegrees: min(89, moment.elevation), sunAzimuthDegrees: relative,
        turbidity: .random(in: ranges.turbidity, using: &generator),
        beamShare: .random(in: ranges.beamShare, using: &generator),
        groundReflectance: setting.ground)
      let lit = SpotScene(room: scene.room, daylight: daylight, x: scene.x, y: scene.y, z: scene.z)
      guard !lit.light.sunReaches(lit.point) else { continue }
      return lit.measure(with: camera, grid: grid)
    }
    return nil
  }
}
