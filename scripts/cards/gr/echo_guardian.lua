-- Echo Guardian (GR 318): Taunt (data). While you are haunted, Echo Guardian gets +2 power
-- and gains poison.
local function haunted(ctx)
	return ctx:rule("haunted")
end

return {
	statics = {
		{ stat = "power", increase = 2, self_only = true, condition = haunted },
		{ grant = "poison", self_only = true, condition = haunted },
	},
}
