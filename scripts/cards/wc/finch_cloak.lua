-- Finch Cloak (WC 267): Fight/Reap: If you have less æmber than your opponent, steal 1.
-- Otherwise each player gains 1.
local function cloak(ctx)
	if ctx.controller:counter("amber") < ctx.opponent:counter("amber") then
		ctx:steal(1)
	else
		ctx:gain(ctx.controller, "amber", 1)
		ctx:gain(ctx.opponent, "amber", 1)
	end
end

return {
	fight = cloak,
	reap = cloak,
}
