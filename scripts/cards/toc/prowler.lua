-- Prowler (ToC 228), token creature: After Reap: If your opponent has more æmber than you,
-- steal 1 æmber (read after the reap's own æmber).
return {
	reap = function(ctx)
		if ctx.opponent:counter("amber") > ctx.controller:counter("amber") then
			ctx:steal(1)
		end
	end,
}
