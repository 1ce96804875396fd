-- Ritai Guard: [Class Bonus] Equestrian — as long as you control a Horse ally, Ritai Guard
-- has taunt and vigor.
local function equestrian(ctx)
	return ctx:rule("class_bonus") and ctx:count({ type = "ally", subtype = "horse", controller = "you" }) > 0
end

return {
	statics = {
		{ grant = "taunt", self_only = true, condition = equestrian },
		{ grant = "vigor", self_only = true, condition = equestrian },
	},
}
