/// One named source of error in a light reading, with its size in stops.
///
/// See docs/uncertainty.md for every component, its size and its source or assumption.
public struct ErrorComponent: Sendable, Hashable, Identifiable {
  /// The component as a part of a sum: normal, or t with its degrees; a one-sided component
  /// at its full half-normal scale (its standard deviation is smaller, so this only widens).
  public var spread: ErrorSpread { ErrorSpread(sigma: sigmaEV, degrees: degrees) }

  /// How a component behaves when two readings are compared.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The same for every reading of one device in one home at one time (its calibration
    /// constant, cover glass, and the part of its geometry error two spots of one home share):
    /// cancels in a ratio of two readings from that device.
    case device
    /// Belongs to the spot and its light (the spot-specific part of the geometry error: what
    /// the camera's cone sees against what the leaf receives): differs between spots, so it
    /// stays in a comparison.
    case scene
    /// Differs from reading to reading at one spot (repeatability).
    case random
    /// The device's response at the reading's light level (a calibration's brightness trend
    /// evaluated there, extrapolation beyond the calibrated range): the same for the readings
    /// of one spot, but not for two spots whose light differs, so it stays in a comparison.
    case level
  }

  /// The shape of a component's distribution in stops.
  public enum Shape: String, Sendable, Hashable, Codable, CaseIterable {
    /// Symmetric: the reading may be too high or too low.
    case normal
    /// One-sided: the component only removes light, so the true value is at or above the
    /// reading (a half-normal distribution with scale `sigmaEV`).
    case halfNormalUp
  }

  /// A stable identifier, e.g. `attenuation`.
  public let id: String
  /// How it behaves in comparisons.
  public let kind: Kind
  /// Symmetric or one-sided.
  public let shape: Shape
  /// Its size in EV: the standard deviation, or for a one-sided component the half-normal's
  /// scale.
  public let sigmaEV: Double
  /// The measurement or labelled assumption behind `sigmaEV`.
  public let basis: Basis
  /// The degrees of freedom of a t-shaped component (a size estimated from a few pairs, or a
  /// shape with heavy tails), or `nil` for a normal (or half-normal) one.
  public let degrees: Int?

  /// Creates a component.
  ///
  /// - Precondition: `sigmaEV` is finite and not negative; `degrees`, when given, is at least
  ///   1 and the shape is normal.
  public init(
    id: String, kind: Kind, shape: Shape, sigmaEV: Double, basis: Basis,
    degrees: Int? = nil
  ) {
    precondition(sigmaEV.isFinite && sigmaEV >= 0, "sigma must be finite and not negative")
    precondition(degrees == nil || (degrees ?? 0) >= 1 && shape == .normal, "bad degrees")
    self.degrees = degrees
    self.id = id
    self.kind = kind
    self.shape = shape
    self.sigmaEV = sigmaEV
    self.basis = basis
  }
}
