/// A room as the radiometric model sees it: a box with a window in one wall, perhaps a
/// skylight, matte surfaces and ceiling lamps.
///
/// Coordinates in metres: x along the window wall (0 to ``width``), y into the room from it
/// (0 to ``depth``), z up from the floor (0 to ``height``). The window is in the wall y = 0.
/// Every surface is a diffuse (Lambertian) reflector; the light between them is the split-flux
/// approximation (``Interreflection``).
public struct Room: Sendable, Hashable {
  /// A window in the wall y = 0.
  public struct Window: Sendable, Hashable {
    /// Where it starts and ends along the wall, metres.
    public let x: ClosedRange<Double>
    /// Its sill and head heights above the floor, metres.
    public let z: ClosedRange<Double>

    /// Creates a window.
    public init(x: ClosedRange<Double>, z: ClosedRange<Double>) {
      self.x = x
      self.z = z
    }

    /// Its area, m².
    public var area: Double { (x.upperBound - x.lowerBound) * (z.upperBound - z.lowerBound) }
  }

  /// An opening in the ceiling with a light well above it.
  public struct Skylight: Sendable, Hashable {
    /// Its extent across and into the room, metres.
    public let x: ClosedRange<Double>, y: ClosedRange<Double>
    /// The depth of the well between the ceiling and the glazing, metres.
    public let wellDepth: Double
    /// The share of the light entering the glazing that leaves the well (assumption; wells
    /// lose light to their walls).
    public let wellEfficiency: Double

    /// Creates a skylight.
    public init(
      x: ClosedRange<Double>, y: ClosedRange<Double>, wellDepth: Double, wellEfficiency: Double
    ) {
      self.x = x
      self.y = y
      self.wellDepth = wellDepth
      self.wellEfficiency = wellEfficiency
    }

    /// Its area, m².
    public var area: Double { (x.upperBound - x.lowerBound) * (y.upperBound - y.lowerBound) }
  }

  /// A lamp: a small luminous disc facing down, with part of its light sent up to the ceiling.
  ///
  /// Downward intensity `I(θ) = I₀·cosᵐθ` from the nadir, so that the downward flux is
  /// `2π·I₀/(m + 1)`; the upward share lights the ceiling as a Lambertian source would.
  public struct Lamp: Sendable, Hashable {
    /// Where it hangs, metres.
    public let x: Double, y: Double, z: Double
    /// Its luminous flux, lumens.
    public let flux: Double
    /// The share of its flux sent downward.
    public let downwardShare: Double
    /// The exponent m of its downward distribution (1: a diffuse panel).
    public let exponent: Double
    /// The radius of its luminous disc, metres.
    public let radius: Double

    /// Creates a lamp.
    public init(
      x: Double, y: Double, z: Double, flux: Double, downwardShare: Double, exponent: Double,
      radius: Double
    ) {
      self.x = x
      self.y = y
      self.z = z
      self.flux = flux
      self.downwardShare = downwardShare
      self.exponent = exponent
      self.radius = radius
    }

    var position: Vector3 { Vector3(x: x, y: y, z: z) }

    /// The intensity toward the nadir, candela.
    var peakIntensity: Double { flux * downwardShare * (exponent + 1) / (2 * Double.pi) }
  }

  /// The diffuse reflectances of the room's surfaces.
  public struct Surfaces: Sendable, Hashable {
    /// The ceiling's reflectance.
    public let ceiling: Double
    /// The walls' reflectance.
    public let walls: Double
    /// The floor's reflectance.
    public let floor: Double

    /// Creates reflectances, each from 0 to 1.
    public init(ceiling: Double, walls: Double, floor: Double) {
      self.ceiling = ceiling
      self.walls = walls
      self.floor = floor
    }
  }

  /// The room's extent along the window wall, metres.
  public let width: Double
  /// The room's extent from the window wall, metres.
  public let depth: Double
  /// The ceiling's height, metres.
  public let height: Double
  /// The window, if any.
  public let window: Window?
  /// The skylight, if any.
  public let skylight: Skylight?
  /// The lamps that are on.
  public let lamps: [Lamp]
  /// The surfaces' reflectances.
  public let surfaces: Surfaces
  /// The glazing's visible transmittance at normal incidence, used at every angle.
  public let glazingTransmittance: Double
  /// The elevation of the skyline outside the window, degrees (0: unobstructed).
  public let obstructionElevationDegrees: Double

  /// The reflectance of glass inside the room, for the room's mean reflectance (assumption:
  /// clear glazing reflects about a tenth of the light reaching it).
  static let glassReflectance = 0.1

  /// Creates a room.
  public init(
    width: Double, depth: Double, height: Double, window: Window?, skylight: Skylight? = nil,
    lamps: [Lamp] = [], surfaces: Surfaces, glazingTransmittance: Double,
    obstructionElevationDegrees: Double = 0
  ) {
    self.width = width
    self.depth = depth
    self.height = height
    self.window = window
    self.skylight = skylight
    self.lamps = lamps
    self.surfaces = surfaces
    self.glazingTransmittance = glazingTransmittance
    self.obstructionElevationDegrees = obstructionElevationDegrees
  }
}
