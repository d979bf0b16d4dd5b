extension ReadingSummary {
  /// A level's error part by part (``ReadingSummary``'s formula):
  ///
  /// ```
  /// spread         = device + scene + light
  /// relativeSpread = scene + level + light
  /// ```
  public struct Parts: Sendable, Hashable {
    /// The devices' own error, weighted (constant, glass, shared geometry), with the response
    /// at the level (``level`` and a trend's doubt) inside it: what a same-device ratio
    /// cancels, but for the response.
    public let device: ErrorSpread
    /// The spot's own part: its geometry and, for photos, the scene's reflectance.
    public let scene: ErrorSpread
    /// The spot's own geometry alone, within ``scene``: what a ratio of this spot with
    /// itself at other times replaces by the season term.
    public let geometry: ErrorSpread
    /// The device's response at this level (extrapolation beyond a calibration's range),
    /// weighted; a trend's bias is ``ReadingSummary/trendBiasEV``.
    public let level: ErrorSpread
    /// The light's variation between readings: the error of their mean.
    public let light: ErrorSpread

    /// What a same-device ratio of this spot with itself at other times keeps of this level:
    /// ``relativeSpread`` without the spot's own geometry, which the season term replaces
    /// once for both sets.
    public var sameSpot: ErrorSpread { level + light + sceneBesidesGeometry }

    /// The scene part besides the geometry: a photo's scene reflectance.
    public var sceneBesidesGeometry: ErrorSpread {
      geometry == scene ? .zero : ErrorSpread(sigma: scene.normalVariance.squareRoot())
    }

    /// The geometry within a scene part. The model's spot-specific geometry is t-shaped
    /// (3 degrees, or a calibration's scatter with its degrees) and a photo's reflectance
    /// part is normal, so the t parts are the geometry; a scene part with no t part (a
    /// reading read back from stored sizes alone) is taken as geometry whole.
    static func geometry(of scene: ErrorSpread) -> ErrorSpread {
      guard !scene.studentVariances.isEmpty else { return scene }
      var geometry = ErrorSpread.zero
      for (degrees, variance) in scene.studentVariances {
        geometry += ErrorSpread(sigma: variance.squareRoot(), degrees: degrees)
      }
      return geometry
    }
  }
}
