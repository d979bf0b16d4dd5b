import Testing

@testable import SolspotKit

@Suite("Radiometric model of a spot")
struct SpotSceneTests {
  static let camera = FrontCameraModel(
    horizontalFieldOfViewDegrees: 70, metering: .average, clipHeadroomEV: 2.5,
    highlightProtectionEV: 0, glareShare: 0)

  static let plain = Room.Surfaces(ceiling: 0.8, walls: 0.6, floor: 0.3)

  @Test("the hemisphere grid integrates a uniform luminance to π exactly")
  func uniformGrid() {
    let grid = HemisphereGrid.upward
    #expect(grid.count == 48 * 96)
    #expect(grid.directions.allSatisfy { $0.z > 0 && abs($0.length - 1) < 1e-12 })
    var cosine = 0.0
    for direction in grid.directions { cosine += direction.z }
    // The mean of cos θ over cosine-weighted directions is 2/3.
    #expect(abs(cosine / Double(grid.count) - 2.0 / 3.0) < 1e-3)
  }

  @Test("under a uniform sky filling the view and the hemisphere C_eff is πK/100 ≈ 0.393")
  func uniformSky() {
    // A skylight over nearly all of a 200 m room's ceiling, no well, clear glass: the spot
    // sees sky everywhere but within 1° of the horizon.
    let room = Room(
      width: 200, depth: 200, height: 3, window: nil,
      skylight: Room.Skylight(x: 0.5...199.5, y: 0.5...199.5, wellDepth: 0, wellEfficiency: 1),
      surfaces: Self.plain, glazingTransmittance: 1)
    let daylight = Daylight(
      sky: CIESkyType.standard[4], sunElevationDegrees: 30, sunAzimuthDegrees: 0)
    let scene = SpotScene(room: room, daylight: daylight, x: 100, y: 100, z: 0)
    let measurement = scene.measure(with: Self.camera)
    #expect(abs(measurement.meteredLuminance / daylight.zenithLuminance - 1) < 1e-9)
    #expect(abs(measurement.effectiveConstant / (Double.pi * 12.5 / 100) - 1) < 0.01)
    #expect(!measurement.isSunlit)
  }

  @Test("the same sky as an overcast sky reads 8/7 × as high again: C_eff ≈ 0.34")
  func overcastSky() {
    let room = Room(
      width: 200, depth: 200, height: 3, window: nil,
      skylight: Room.Skylight(x: 0.5...199.5, y: 0.5...199.5, wellDepth: 0, wellEfficiency: 1),
      surfaces: Self.plain, glazingTransmittance: 1)
    let daylight = Daylight(sky: .overcast, sunElevationDegrees: 30, sunAzimuthDegrees: 0)
    let measurement = SpotScene(room: room, daylight: daylight, x: 100, y: 100, z: 0)
      .measure(with: Self.camera)
    // E = 7π/9·Lz; the camera's view, within 43° of the zenith, averages about 0.9·Lz.
    let c = measurement.effectiveConstant
    #expect(c > 0.30 && c < 0.37, "C_eff \(c)")
  }

  @Test("light from outside the cone raises C_eff: a spot across the room from a window")
  func sideLight() {
    let room = Room(
      width: 4, depth: 5, height: 2.5, window: Room.Window(x: 0.5...3.5, z: 0.8...2.2),
      surfaces: Self.plain, glazingTransmittance: 0.7)
    let daylight = Daylight(sky: .overcast, sunElevationDegrees: 30, sunAzimuthDegrees: 0)
    let scene = SpotScene(room: room, daylight: daylight, x: 2, y: 1.5, z: 0.75)
    let middle = scene.measure(with: Self.camera)
    #expect(middle.effectiveConstant > 0.6, "C_eff \(middle.effectiveConstant)")
    #expect(middle.directIlluminance > 0.5 * middle.illuminance)
    // Deep in the room the light comes mostly from the ceiling and walls: lower.
    let deep = scene.moved(x: 2, y: 4.7, z: 0).measure(with: Self.camera)
    #expect(deep.illuminance < middle.illuminance)
    #expect(deep.effectiveConstant < middle.effectiveConstant)
  }

  @Test("the sun's beam on the spot raises the illuminance far more than the metered luminance")
  func sunOnSpot() {
    let room = Room(
      width: 4, depth: 5, height: 2.5, window: Room.Window(x: 0.5...3.5, z: 0.8...2.2),
      surfaces: Self.plain, glazingTransmittance: 0.7)
    let daylight = Daylight(sky: .clear, sunElevationDegrees: 30, sunAzimuthDegrees: 0)
    // The beam through the window's middle (z 1.5 m) reaches the floor at y = 1.5/tan 30°.
    let sunlit = SpotScene(room: room, daylight: daylight, x: 2, y: 2.4, z: 0)
    let shaded = sunlit.moved(x: 2, y: 4.6, z: 0)
    let a = sunlit.measure(with: Self.camera)
    let b = shaded.measure(with: Self.camera)
    #expect(a.isSunlit && !b.isSunlit)
    #expect(a.illuminance > 20_000)
    #expect(a.effectiveConstant > 4 * b.effectiveConstant)
  }

  @Test("clipping and highlight protection: a bright patch in view")
  func exposureTarget() {
    let camera = FrontCameraModel(
      horizontalFieldOfViewDegrees: 70, metering: .average, clipHeadroomEV: 2,
      highlightProtectionEV: 0, glareShare: 0)
    // 90% of the image at 10, 10% at 1,000: unclipped mean 109; clipped at 4·T.
    var samples = [FrontCameraModel.Sample](
      repeating: .init(luminance: 10, area: 0.009, weight: 1), count: 100)
    samples += [FrontCameraModel.Sample](
      repeating: .init(luminance: 1000, area: 0.001, weight: 1), count: 100)
    let clipped = camera.exposureTarget(samples)
    // T = 0.9·10 + 0.1·4T → T = 15.
    #expect(abs(clipped.target - 15) < 1e-6)
    #expect(abs(clipped.clippedShare - 0.1) < 1e-12)
    let protected = FrontCameraModel(
      horizontalFieldOfViewDegrees: 70, metering: .average, clipHeadroomEV: 2,
      highlightProtectionEV: 1, glareShare: 0
    ).exposureTarget(samples)
    // Protection darkens by its full 1 EV: twice the target, still clipping.
    #expect(abs(protected.target - 30) < 1e-6)
    let uniform = camera.exposureTarget([.init(luminance: 42, area: 1, weight: 1)])
    #expect(abs(uniform.target - 42) < 1e-6 && uniform.clippedShare == 0)
  }

  @Test("Lambert's formula: a large square close to a point fills most of the hemisphere")
  func projectedSolidAngle() {
    let point = Vector3(x: 0, y: 0, z: 0)
    let up = Vector3(x: 0, y: 0, z: 1)
    func square(_ half: Double, at height: Double) -> [Vector3] {
      [
        Vector3(x: -half, y: -half, z: height), Vector3(x: half, y: -half, z: height),
        Vector3(x: half, y: half, z: height), Vector3(x: -half, y: half, z: height),
      ]
    }
    let huge = RoomLight.projectedSolidAngle(square(1000, at: 1), from: point, normal: up)
    #expect(abs(huge - Double.pi) < 0.01)
    // A small square far away: its area over the distance squared.
    let small = RoomLight.projectedSolidAngle(square(0.05, at: 10), from: point, normal: up)
    #expect(abs(small / (0.01 / 100) - 1) < 1e-3)
  }

  @Test("split flux: no light gives none, twice the light twice as much, lighter walls more")
  func interreflection() {
    let room = Room(
      width: 4, depth: 5, height: 2.5, window: Room.Window(x: 0.5...3.5, z: 0.8...2.2),
      surfaces: Self.plain, glazingTransmittance: 0.7)
    #expect(Interreflection(room: room, downward: 0, upward: 0).reflectedIlluminance == 0)
    let one = Interreflection(room: room, downward: 1000, upward: 200).reflectedIlluminance
    let two = Interreflection(room: room, downward: 2000, upward: 400).reflectedIlluminance
    #expect(abs(two - 2 * one) < 1e-9 && one > 0)
    let lighter = Room(
      width: 4, depth: 5, height: 2.5, window: room.window,
      surfaces: Room.Surfaces(ceiling: 0.8, walls: 0.8, floor: 0.3), glazingTransmittance: 0.7)
    #expect(Interreflection(room: lighter, downward: 1000, upward: 200).reflectedIlluminance > one)
  }
}
