/// Draws spots from the radiometric model: homes, each with a camera, a moment's daylight and a
/// palette of surfaces, and spots in them, each in a room of its own drawing.
///
/// What two spots of one home share is what one phone reading them at one time shares: the
/// camera (field of view, metering, headroom, highlight protection, glare), the sky and the
/// sun's height, the reflectances of the surfaces, the glazing and the skyline. Each spot draws
/// its own room (size, window, lamps, skylight), the window's orientation to the sun, its
/// place in the room and the camera's turn: two spots are as often in two rooms as in one, so
/// the spot-specific part is not understated. Deterministic for a seed.
public struct SpotSurvey: Sendable {
  /// The input ranges.
  public let ranges: SpotInputRanges
  /// The hemisphere grid: 1 for the full grid, anything else for a coarse 12 × 24 one (tests).
  public let grid: Int
  /// The camera image's columns.
  public let columns: Int

  /// Creates a survey over `ranges`.
  public init(ranges: SpotInputRanges = .standard, grid: Int = 1, columns: Int = 32) {
    self.ranges = ranges
    self.grid = grid
    self.columns = columns
  }

  /// `homes` homes of `kind` with `spotsPerHome` spots each, drawn from `seed`.
  public func draw(_ kind: SpotKind, homes: Int, spotsPerHome: Int, seed: UInt64) -> [SpotSample] {
    var generator = SplitMix64(
      seed: seed ^ (0x5157_0000 + UInt64(SpotKind.allCases.firstIndex(of: kind) ?? 0)))
    var samples: [SpotSample] = []
    for home in 0..<homes {
      let setting = HomeSetting(kind: kind, ranges: ranges, columns: columns, using: &generator)
      var placed = 0
      var attempts = 0
      while placed < spotsPerHome && attempts < spotsPerHome * 40 {
        attempts += 1
        guard let scene = setting.spot(using: &generator) else { continue }
        let camera = setting.camera(turn: Double.random(in: 0..<180, using: &generator))
        let measurement = scene.measure(with: camera, grid: grid)
        let sunlit = measurement.isSunlit
        if kind == .windowSunOnSpot && !sunlit { continue }
        if kind == .windowSunElsewhere && sunlit { continue }
        samples.append(SpotSample(kind: kind, home: home, measurement: measurement))
        placed += 1
      }
    }
    return samples
  }
}

/// What the spots of one home share, and how its spots are drawn.
struct HomeSetting {
  let kind: SpotKind
  let ranges: SpotInputRanges
  let surfaces: Room.Surfaces
  let glazing: Double
  let obstruction: Double
  let sky: CIESkyType
  let sunElevation: Double
  let turbidity: Double
  let beamShare: Double
  let ground: Double
  let fieldOfView: Double
  let metering: FrontCameraModel.Metering
  let headroom: Double
  let protection: Double
  let glare: Double
  let columns: Int

  init(kind: SpotKind, ranges r: SpotInputRanges, columns: Int, using g: inout SplitMix64) {
    self.kind = kind
    self.ranges = r
    self.columns = columns
    surfaces = Room.Surfaces(
      ceiling: .random(in: r.ceiling, using: &g), walls: .random(in: r.walls, using: &g),
      floor: .random(in: r.floor, using: &g))
    glazing = .random(in: r.glazing, using: &g)
    obstruction = .random(in: r.obstruction, using: &g)
    let sunny: Bool
    switch kind {
    case .windowOvercast: sunny = false
    case .windowSunElsewhere, .windowSunOnSpot: sunny = true
    case .skylight: sunny = Bool.random(using: &g)
    case .lamps: sunny = false
    }
    let types = sunny ? r.sunnySkies : r.overcastSkies
    sky = CIESkyType.standard[(types.randomElement(using: &g) ?? 1) - 1]
    if let list = r.sunElevations {
      sunElevation = list.randomElement(using: &g) ?? 30
    } else {
      sunElevation = .random(in: r.sunElevationRange, using: &g)
    }
    turbidity = .random(in: r.turbidity, using: &g)
    beamShare = .random(in: r.beamShare, using: &g)
    ground = .random(in: r.ground, using: &g)
    fieldOfView = .random(in: r.fieldOfView, using: &g)
    metering =
      Double.random(in: 0..<1, using: &g) < r.centreWeightedShare
      ? .centreWeighted(spread: .random(in: r.centreSpread, using: &g)) : .average
    headroom = .random(in: r.headroom, using: &g)
    protection = .random(in: r.protection, using: &g)
    glare = .random(in: r.glare, using: &g)
  }

  func camera(turn: Double) -> FrontCameraModel {
    FrontCameraModel(
      horizontalFieldOfViewDegrees: fieldOfView, rotationDegrees: turn, metering: metering,
      clipHeadroomEV: headroom, highlightProtectionEV: protection, glareShare: glare,
      columns: columns)
  }

  /// A spot in a room of its own, or `nil` when the draw gives no usable room.
  func spot(using g: inout SplitMix64) -> SpotScene? {
    let r = ranges
    let width = Double.random(in: r.width, using: &g)
    let depth = Double.random(in: r.depth, using: &g)
    let height = Double.random(in: r.height, using: &g)
    var window: Room.Window?
    var skylight: Room.Skylight?
    var lamps: [Room.Lamp] = []
    var daylight: Daylight?
    switch kind {
    case .windowOvercast, .windowSunElsewhere, .windowSunOnSpot:
      let share = Double.random(in: r.windowShare, using: &g)
      let start = Double.random(in: 0...(width * (1 - share)), using: &g)
      let sill = Double.random(in: r.sill, using: &g)
      let head = min(Double.random(in: r.head, using: &g), height - 0.05)
      guard head > sill + 0.3 else { return nil }
      window = Room.Window(x: start...(start + share * width), z: sill...head)
      // The sun's azimuth from this window's outward normal: in front of the window for the
      // sun to reach a spot, anywhere for the spots it does not reach.
      let azimuth =
        kind == .windowSunOnSpot
        ? Double.random(in: -70...70, using: &g) : Double.random(in: -180...180, using: &g)
      daylight = makeDaylight(azimuth: azimuth)
    case .skylight:
      let side = Double.random(in: r.skylightSide, using: &g)
      let x0 = Double.random(in: 0.3...max(0.31, width - side - 0.3), using: &g)
      let y0 = Double.random(in: 0.3...max(0.31, depth - side - 0.3), using: &g)
      skylight = Room.Skylight(
        x: x0...(x0 + side), y: y0...(y0 + side), wellDepth: .random(in: r.wellDepth, using: &g),
        wellEfficiency: .random(in: r.wellEfficiency, using: &g))
      daylight = makeDaylight(azimuth: Double.random(in: -180...180, using: &g))
    case .lamps:
      let count = Int.random(in: r.lampCount, using: &g)
      for _ in 0..<count {
        lamps.append(
          Room.Lamp(
            x: .random(in: (width * 0.15)...(width * 0.85), using: &g),
            y: .random(in: (depth * 0.15)...(depth * 0.85), using: &g),
            z: height - .random(in: r.lampDrop, using: &g),
            flux: .random(in: r.lampFlux, using: &g),
            downwardShare: .random(in: r.lampDownward, using: &g),
            exponent: .random(in: r.lampExponent, using: &g),
            radius: .random(in: r.lampRadius, using: &g)))
      }
    }
    let room = Room(
      width: width, depth: depth, height: height, window: window, skylight: skylight,
      lamps: lamps, surfaces: surfaces, glazingTransmittance: glazing,
      obstructionElevationDegrees: obstruction)
    let light = RoomLight(room: room, daylight: daylight)
    // The spot: on the sill, under the skylight, in the sun's patch, or anywhere; below the
    // lowest lamp.
    let highest = (lamps.map(\.z).min() ?? height) - 0.5
    for _ in 0..<60 {
      var x = Double.random(in: 0.3...(width - 0.3), using: &g)
      var y = Double.random(in: 0.3...(depth - 0.3), using: &g)
      var z = min(Double.random(in: r.spotHeight, using: &g), highest)
      if let window, Double.random(in: 0..<1, using: &g) < r.sillShare {
        x = Double.random(in: window.x, using: &g)
        y = Double.random(in: 0.1...0.35, using: &g)
        z = window.z.lowerBound
      } else if let skylight, Double.random(in: 0..<1, using: &g) < r.underSkylightShare {
        x = Double.random(in: skylight.x, using: &g)
        y = Double.random(in: skylight.y, using: &g)
      } else if kind == .windowSunOnSpot, let window, let sun = daylight?.sunDirection,
        sun.y < 0
      {
        // Back along the beam from a point of the window to the spot's height: in the patch.
        let windowZ = Double.random(
          in: max(z, window.z.lowerBound)...window.z.upperBound, using: &g)
        let t = (windowZ - z) / sun.z
        x = Double.random(in: window.x, using: &g) - sun.x * t
        y = -sun.y * t
        guard x > 0.1, x < width - 0.1, y > 0.05, y < depth - 0.1 else { continue }
      }
      let point = Vector3(x: x, y: y, z: z)
      if kind == .windowSunOnSpot && !light.sunReaches(point) { continue }
      if kind == .windowSunElsewhere && light.sunReaches(point) { continue }
      return SpotScene(light: light, x: x, y: y, z: z)
    }
    return nil
  }

  private func makeDaylight(azimuth: Double) -> Daylight {
    Daylight(
      sky: sky, sunElevationDegrees: sunElevation, sunAzimuthDegrees: azimuth,
      turbidity: turbidity, beamShare: beamShare, groundReflectance: ground)
  }
}
