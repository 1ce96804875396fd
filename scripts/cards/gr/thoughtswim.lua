-- Thoughtswim (GR 309), upgrade: This creature gains, "While your opponent is haunted, this
-- creature cannot be dealt damage" ("your": the creature's controller's). Damage meant for
-- it then does not happen at all.
return {
	replacements = {
		{
			on = "damage",
			label = "no damage while the opponent is haunted (Thoughtswim)",
			applies = function(ctx, change)
				local creature = ctx.this:attached_to()
				if creature == nil or change.target ~= creature then
					return false
				end
				local owner = creature:controller() == ctx.controller and ctx.opponent or ctx.controller
				return ctx:rule("haunted", owner)
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
