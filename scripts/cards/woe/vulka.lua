-- Vulka (WoE 036): Each friendly Brobnar creature gains splash-attack 1 (added to any it
-- has: the stat `splash_attack`).
local function friendly_brobnar(ctx, obj)
	return obj:zone() == "battleline"
		and obj:controller() == ctx.controller
		and ctx:rule("of_house", obj, "brobnar")
end

return {
	statics = {
		{ grant = "splash_attack", applies_to = friendly_brobnar },
		{ stat = "splash_attack", increase = 1, applies_to = friendly_brobnar },
	},
}
