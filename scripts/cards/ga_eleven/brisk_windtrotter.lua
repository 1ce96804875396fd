-- Brisk Windtrotter: On Enter: put a buff counter on another target ally you control.
-- [Level 2+] On Enter: the same again (a second triggered ability). Targets are chosen as
-- each ability resolves (our reading for triggered abilities).
local function buff_another(ctx)
	local others = { type = "ally", controller = "you", other = true }
	ctx:rule("buff_one", others, "another ally you control to get a buff counter")
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: a buff counter on another ally you control",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = buff_another,
		},
		{
			on = "moved",
			own = true,
			label = "On Enter: a buff counter on another ally you control (level 2+)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("level") >= 2
			end,
			resolve = buff_another,
		},
	},
}
