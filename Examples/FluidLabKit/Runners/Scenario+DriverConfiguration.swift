import FluidTransitions

extension Scenario {
  /// How a driver of this scenario's transitions maps touches and releases, for a transition
  /// of `style` in `scene`: the style's mapping of the scenario's interaction, the scenario's
  /// release policy, and the node that follows the finger.
  func driverConfiguration(style: any TransitionStyle, scene: TransitionScene)
    -> TransitionDriver.Configuration
  {
    let interaction = self.interaction.interaction
    return TransitionDriver.Configuration(
      interaction: style.interactionMapping(for: interaction, in: scene),
      releasePolicy: releasePolicy.policy, followingRole: interaction.followingRole)
  }
}
