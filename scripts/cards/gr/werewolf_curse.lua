-- Werewolf Curse (GR 370), upgrade: This creature gains splash-attack 3 and "After Fight:
-- Archive Werewolf Curse" (after a fight its creature survived: the upgrade goes to its
-- owner's archives). Play: Enrage this creature.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "splash_attack", increase = 3, applies_to = host },
	},
	resolve = function(ctx)
		ctx:rule("enrage", ctx.this:attached_to())
	end,
	triggers = {
		{
			on = "used",
			label = "After Fight: archive Werewolf Curse",
			applies = function(ctx, event)
				return event.ability == "fight" and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx)
				ctx:move(ctx.this, "archives")
			end,
		},
	},
}
