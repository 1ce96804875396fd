-- "Play: Make a token creature. If <condition>, archive <this card>." — one script for
-- the cards that say it, each with its own condition, read after the token is made:
-- Hire On (WoE 098), Clone Home (WoE 153), Teamwork (WoE 339), Initiation (WoE 392),
-- Muster (WoE 218), Press Gang (WoE 047).
local function creatures(ctx, side)
	return #ctx:objects({ zone = "battleline", controller = side })
end

local ARCHIVE_IF = {
	-- A combined total of 6 or more æmber in both players' pools.
	hire_on = function(ctx)
		return ctx.controller:counter("amber") + ctx.opponent:counter("amber") >= 6
	end,
	-- More friendly creatures than enemy creatures.
	clone_home = function(ctx)
		return creatures(ctx, "you") > creatures(ctx, "opponent")
	end,
	-- More enemy creatures than friendly creatures.
	teamwork = function(ctx)
		return creatures(ctx, "opponent") > creatures(ctx, "you")
	end,
	-- An enemy creature was destroyed this turn.
	press_gang = function(ctx)
		return #ctx.opponent:this_turn("destroyed") > 0
	end,
	-- Your opponent has more æmber than you.
	muster = function(ctx)
		return ctx.opponent:counter("amber") > ctx.controller:counter("amber")
	end,
	-- Fewer than 4 cards in your hand.
	initiation = function(ctx)
		return ctx.controller:count("hand") < 4
	end,
}

return {
	resolve = function(ctx)
		ctx:rule("make_token")
		if ARCHIVE_IF[ctx.this:card_id()](ctx) then
			ctx:move(ctx.this, "archives")
		end
	end,
}
