-- Prof. Garwynne (DT 046): Elusive. Reap: You may choose a card in your archives and put it
-- into your hand. Its evil twin (DT 006): Skirmish; the same as a Fight: ability instead.
local function twin(ctx)
	return ctx.this:card_id() == "prof_garwynne_evil_twin"
end

local function take_archived(ctx)
	local archived = ctx:objects({ zone = "archives", controller = "you" })
	local picked = ctx:choose({
		prompt = "Take which card into your hand?",
		objects = archived,
		min = 0,
		max = 1,
	})[1]
	if picked ~= nil then
		ctx:move(picked, "hand")
	end
end

return {
	reap = function(ctx)
		if not twin(ctx) then
			take_archived(ctx)
		end
	end,
	fight = function(ctx)
		if twin(ctx) then
			take_archived(ctx)
		end
	end,
}
