-- Gebuk (WC 373): Destroyed: Discard the top card of your deck. If it is a creature, after
-- Gebuk leaves play, put that creature into play in Gebuk's position in the battleline
-- (exhausted). The creature remembers which Gebuk discarded it and whether Gebuk was the
-- left end of its line; Gebuk's neighbours as it left then say where the creature goes.
local KEY = "gebuk"

local function left_end(ctx)
	for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if c:is_left_of(ctx.this) then
			return false
		end
	end
	return true
end

-- The place (1: the left end) right of `n`, or left of it, in the line as it is now.
local function beside(line, n, right)
	local at = table.find(line, n)
	if at == nil then
		return nil
	end
	return right and at + 1 or at
end

return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: discard the top card of your deck",
			resolve = function(ctx)
				local top = ctx:top(1)[1]
				local side = left_end(ctx) and "L" or "R"
				local discarded = top and ctx:discard({ top })[1]
				if discarded ~= nil and discarded:has_type("creature") and discarded:zone() == "discard" then
					ctx:remember(discarded, KEY, tostring(ctx.this.id) .. side)
				end
			end,
		},
		{
			on = "leaves_play",
			own = true,
			label = "put the creature Gebuk discarded into play where Gebuk was",
			resolve = function(ctx, event)
				local me = tostring(event.object.id)
				local creature, side
				for _, card in ipairs(ctx:look({ zone = "discard", controller = "you" })) do
					for _, s in ipairs({ "L", "R" }) do
						if table.find(card:remembered(KEY), me .. s) ~= nil then
							creature, side = card, s
						end
					end
				end
				if creature == nil then
					return
				end
				local line = ctx:objects({ zone = "battleline", controller = "you" })
				table.sort(line, function(a, b)
					return a:is_left_of(b)
				end)
				local near = event.neighbors or {}
				local position
				if #near == 2 then
					local left, right = near[1], near[2]
					if right:is_left_of(left) then
						left, right = right, left
					end
					position = beside(line, left, true) or beside(line, right, false)
				elseif #near == 1 then
					position = beside(line, near[1], side == "R")
				end
				if not ctx:move(creature, "battleline", { position = "top" }) then
					return
				end
				for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if c.id == creature.id then
						ctx:reposition(c, position or "top")
						if not c:is_rested() and not c:has_keyword("enters_ready") then
							ctx:exhaust(c)
						end
					end
				end
			end,
		},
	},
}
