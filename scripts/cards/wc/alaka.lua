-- Alaka (WC 001): If you have used a creature to fight this turn, Alaka enters play ready.
-- Bramble Lynx (WC 353): the same, for a creature used to reap. A constant ability of the
-- card while it is being played (from the stack, itself only): the rules read its
-- enters_ready as it enters play. A fight cut short by assault or hazardous was still a
-- use to fight.
local USE = { alaka = "fight", bramble_lynx = "reap" }

local function used_this_turn(ctx)
	local wanted = USE[ctx.this:card_id()]
	for _, act in ipairs(ctx.controller:this_turn("used")) do
		if act.what == wanted and table.find(act.types or {}, "creature") then
			return true
		end
	end
	return false
end

return {
	statics = {
		{ grant = "enters_ready", from = { "stack" }, self_only = true, condition = used_this_turn },
	},
}
