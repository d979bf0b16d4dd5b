/// How the camera was placed when the reading was taken, which decides what its exposure says
/// about the light.
public enum MeasurementGeometry: String, Sendable, Hashable, Codable, CaseIterable {
  /// The phone lay flat, screen up, where the pot would stand: its front camera metered the
  /// luminance in its cone of view above the spot, and the default constant is what links
  /// that to the light a leaf there receives over the spots of the radiometric model
  /// (docs/method.md). The error model's components describe this geometry.
  case flatScreenUp
  /// A photo taken some other way: the camera metered the light reflected by the scene it saw,
  /// so the estimate describes that scene: its point is that of an 18% grey scene
  /// (`photoScene`'s `pointOffsetEV`), and how bright its surfaces are adds a large
  /// `photoScene` component to the error.
  case photo
}
