-- Royal Bear: Pride 2 (printed, read by the rules). [Class Bonus] +1 power and +1 life.
local function class_bonus(ctx)
	return ctx:rule("class_bonus")
end

return {
	statics = {
		{ stat = "power", increase = 1, self_only = true, condition = class_bonus },
		{ stat = "life", increase = 1, self_only = true, condition = class_bonus },
	},
}
