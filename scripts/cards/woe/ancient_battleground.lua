-- Ancient Battleground (WoE 001), artifact: each friendly creature cannot reap and gains
-- "After Fight: gain 1 æmber" (a constant ability, RULE-GIVEN-USE-1).
local function friendly(ctx, obj)
	return ctx:rule("friendly_creature", obj)
end

return {
	statics = {
		{ forbid = "reap", applies_to = friendly },
		{ gains = "fight", applies_to = friendly },
	},
	lasting_grants = {
		fight = function(ctx)
			ctx:gain(ctx.controller, "amber", 1)
		end,
	},
}
