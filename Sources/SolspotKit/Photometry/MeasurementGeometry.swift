/// How the camera was placed when the reading was taken, which decides what its exposure says
/// about the light.
public enum MeasurementGeometry: String, Sendable, Hashable, Codable, CaseIterable {
  /// The phone lay flat, screen up, where the pot would stand: its front camera looked at the
  /// hemisphere a leaf sees, close to an incident-light meter. The error model's components
  /// describe this geometry.
  case flatScreenUp
  /// A photo taken some other way: the camera metered the light reflected by the scene it saw,
  /// so the estimate describes that scene, and how bright its surfaces are adds a large
  /// `photoScene` component to the error.
  case photo
}
