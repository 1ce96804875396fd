-- Ancient Battleground (WoE 001), artifact: each friendly creature cannot reap and gains
-- "After Fight: gain 1 æmber" (a constant ability, RULE-GIVEN-USE-1).
local function friendly_creature(ctx, obj)
	return obj:has_type("creature") and obj:controller() == ctx.controller
end

return {
	statics = {
		{ forbid = "reap", applies_to = friendly_creature },
		{ gains = "fight", applies_to = friendly_creature },
	},
	lasting_grants = {
		fight = function(ctx)
			ctx:gain(ctx.controller, "amber", 1)
		end,
	},
}
