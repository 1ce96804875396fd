-- Elyan, Lustre Loyalty: [Class Bonus] Stealth. [Class Bonus] Whenever you recover an
-- amount, Elyan gets +X POWER until end of turn, where X is that amount. Then if X is 4 or
-- more, Elyan gains unblockable until end of turn.
local function bonus(ctx)
	return ctx:rule("class_bonus")
end

return {
	statics = {
		{ grant = "stealth", self_only = true, condition = bonus },
	},
	triggers = {
		{
			on = "healed",
			label = "[Class Bonus] +X power; unblockable if X is 4 or more",
			-- "You recover": your champion's damage is removed.
			applies = function(ctx, event)
				return event.amount > 0
					and event.object:has_type("champion")
					and event.object:controller() == ctx.controller
					and bonus(ctx)
			end,
			resolve = function(ctx, event)
				local x = event.amount
				ctx:lasting({
					target = ctx.this,
					duration = "end_of_turn",
					effect = { stat = "power", increase = x },
				})
				if x >= 4 then
					ctx:lasting({
						target = ctx.this,
						duration = "end_of_turn",
						effect = { grant = "unblockable" },
					})
				end
			end,
		},
	},
}
