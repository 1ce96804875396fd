-- Game Changer (AS 091), creature: its Enhance icons are printed on other cards. Each
-- friendly Ekwidon creature, itself too, cannot reap and gains "Action: steal 1 æmber"
-- (RULE-GIVEN-USE-1).
local function friendly_ekwidon(ctx, obj)
	return ctx:rule("friendly_creature", obj) and ctx:rule("of_house", obj, "ekwidon")
end

return {
	statics = {
		{ forbid = "reap", applies_to = friendly_ekwidon },
		{ gains = "action", applies_to = friendly_ekwidon },
	},
	lasting_grants = {
		action = function(ctx)
			ctx:steal(1)
		end,
	},
}
