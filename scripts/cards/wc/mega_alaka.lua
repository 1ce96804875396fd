-- Mega Alaka (WC 054): If you have used a creature to fight this turn, Mega Alaka enters
-- play ready. The ability works as it is played (from the stack), where entering play ready
-- is decided.
local function fought_this_turn(ctx)
	for _, act in ipairs(ctx.controller:this_turn("used")) do
		if act.what == "fight" then
			return true
		end
	end
	return false
end

return {
	statics = {
		{
			grant = "enters_ready",
			from = { "stack" },
			reaches = { "stack" },
			applies_to = function(ctx, obj)
				return obj == ctx.this and fought_this_turn(ctx)
			end,
		},
	},
}
