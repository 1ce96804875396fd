-- Gamgee (AoA 270): Elusive (data). Reap: If your opponent has more æmber than you (after
-- the reap's 1), steal 1 æmber.
return {
	reap = function(ctx)
		if ctx.opponent:counter("amber") > ctx.controller:counter("amber") then
			ctx:steal(1)
		end
	end,
}
