/// One spot in one room at one moment, ready to be measured by a camera.
///
/// The illuminance is the hemisphere's luminance integrated with the cosine
/// (``HemisphereGrid``), plus the sun's beam when it reaches the spot and each lamp's
/// `I(θ)·cos θ / r²`. The camera sees the same luminances in its view, the sun's disc and the
/// lamps' discs as small sources, and a veil of glare.
public struct SpotScene: Sendable {
  /// The room.
  public let room: Room
  /// The daylight outside, or `nil` at night.
  public let daylight: Daylight?
  /// The spot: the point the phone lies on, metres.
  public let x: Double, y: Double, z: Double

  let light: RoomLight

  /// The sun's solid angle, sr (a disc of 0.53°).
  static let sunSolidAngle = 6.8e-5

  /// Creates a spot; the room's light is worked out once here.
  public init(room: Room, daylight: Daylight?, x: Double, y: Double, z: Double) {
    self.init(light: RoomLight(room: room, daylight: daylight), x: x, y: y, z: z)
  }

  init(light: RoomLight, x: Double, y: Double, z: Double) {
    self.light = light
    self.room = light.room
    self.daylight = light.daylight
    self.x = x
    self.y = y
    self.z = z
  }

  /// Another spot in the same room at the same moment, sharing the room's light.
  public func moved(x: Double, y: Double, z: Double) -> SpotScene {
    SpotScene(light: light, x: x, y: y, z: z)
  }

  var point: Vector3 { Vector3(x: x, y: y, z: z) }

  /// A small bright source seen from the spot: its direction, solid angle and the
  /// illuminance it gives on a surface facing it.
  struct PointSource {
    let direction: Vector3
    let solidAngle: Double
    let normalIlluminance: Double
  }

  /// The sun (when its beam reaches the spot) and the lamps above the spot.
  func pointSources() -> [PointSource] {
    var sources: [PointSource] = []
    if light.sunReaches(point), let daylight {
      sources.append(
        PointSource(
          direction: daylight.sunDirection, solidAngle: Self.sunSolidAngle,
          normalIlluminance: room.glazingTransmittance * daylight.sunNormalIlluminance))
    }
    for lamp in room.lamps {
      let v = lamp.position - point
      let r2 = v.dot(v)
      guard v.z > 1e-6, r2 > 1e-6 else { continue }
      let r = r2.squareRoot()
      let cosine = v.z / r
      let intensity = lamp.peakIntensity * Math.pow(cosine, lamp.exponent)
      sources.append(
        PointSource(
          direction: v * (1 / r),
          solidAngle: Double.pi * lamp.radius * lamp.radius * cosine / r2,
          normalIlluminance: intensity / r2))
    }
    return sources
  }

  /// The spot's illuminance and what `camera` meters there.
  public func measure(with camera: FrontCameraModel, grid: Int = 1) -> SpotMeasurement {
    let p = point
    let hemisphere = grid == 1 ? HemisphereGrid.upward : HemisphereGrid(rings: 12, sectors: 24)
    var total = 0.0
    var sky = 0.0
    for direction in hemisphere.directions {
      switch light.trace(from: p, direction) {
      case .sky(let luminance):
        total += luminance
        sky += luminance
      case .surface(let luminance):
        total += luminance
      }
    }
    let scale = Double.pi / Double(hemisphere.count)
    let sources = pointSources()
    var pointIlluminance = 0.0
    for source in sources { pointIlluminance += source.normalIlluminance * source.direction.z }
    let illuminance = total * scale + pointIlluminance
    let direct = sky * scale + pointIlluminance
    let veil = camera.glareShare * direct / Double.pi

    let pixels = camera.pixels()
    var samples: [FrontCameraModel.Sample] = []
    samples.reserveCapacity(pixels.count + sources.count)
    let pixelArea = 1 / Double(pixels.count)
    for pixel in pixels {
      let luminance: Double
      switch light.trace(from: p, pixel.direction) {
      case .sky(let value), .surface(let value): luminance = value
      }
      samples.append(
        .init(
          luminance: luminance + veil, area: pixelArea,
          weight: camera.weight(u: pixel.u, v: pixel.v)))
    }
    for source in sources {
      guard let position = camera.imagePosition(source.direction) else { continue }
      samples.append(
        .init(
          luminance: source.normalIlluminance / source.solidAngle,
          area: camera.areaShare(solidAngle: source.solidAngle, u: position.u, v: position.v),
          weight: camera.weight(u: position.u, v: position.v)))
    }
    let exposure = camera.exposureTarget(samples)
    return SpotMeasurement(
      illuminance: illuminance, directIlluminance: direct, meteredLuminance: exposure.target,
      clippedShare: exposure.clippedShare, isSunlit: light.sunReaches(p))
  }
}
