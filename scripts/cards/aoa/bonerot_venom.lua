-- Bonerot Venom (AoA 283), upgrade: After this creature is used (reap, fight, action, or a
-- use that only removes its stun), deal 2 damage to it. Being exhausted by an effect is
-- not a use.
return {
	triggers = {
		{
			on = "used",
			label = "its creature was used: deal it 2 damage (Bonerot Venom)",
			applies = function(ctx, event)
				return event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				ctx:deal_damage(event.object, 2)
			end,
		},
	},
}
